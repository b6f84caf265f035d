import { describe, expect, it } from "vitest";
import { JPEG_START, PNG_1X1, WEBP_1X1 } from "../../test/test-images.js";
import { sniffPhotoType } from "./photo-content.js";

describe("sniffPhotoType", () => {
  it("knows PNG, JPEG and WebP by their first bytes", () => {
    expect(sniffPhotoType(PNG_1X1)).toBe("image/png");
    expect(sniffPhotoType(JPEG_START)).toBe("image/jpeg");
    expect(sniffPhotoType(WEBP_1X1)).toBe("image/webp");
  });

  it("refuses anything else, however it starts", () => {
    expect(sniffPhotoType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffPhotoType(Buffer.from("GIF89a\x01\x00\x01\x00"))).toBeNull();
    expect(sniffPhotoType(Buffer.from("RIFF\x00\x00\x00\x00WAVEfmt "))).toBeNull();
    expect(sniffPhotoType(PNG_1X1.subarray(0, 10))).toBeNull();
    expect(sniffPhotoType(Buffer.alloc(0))).toBeNull();
  });
});

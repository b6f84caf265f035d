import { crc32 } from "node:zlib";
import { accountMessages, PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_STORED_SIDE } from "@paralex/shared/account";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createConfirmedAccount, logInAs, nextIp, uniqueEmail } from "../../test/account-helpers.js";
import { createTestApp } from "../../test/test-app.js";
import { JPEG_START, PNG_1X1, WEBP_1X1 } from "../../test/test-images.js";

const PHOTO = "/api/account/photo/";

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

async function signedIn(label: string) {
  const account = await createConfirmedAccount(app, uniqueEmail(label));
  return logInAs(app, account);
}

function upload(token: string | null, body: Buffer, contentType = "image/png") {
  return app.inject({
    method: "PUT",
    url: PHOTO,
    payload: body,
    remoteAddress: nextIp(),
    headers: { "content-type": contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A 1x1 PNG whose header (IHDR, with its checksum) claims another size: what a decompression bomb declares. */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(PNG_1X1);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

/** Whether an EXIF block's first directory points to a GPS directory (tag 0x8825), in either byte order. */
function hasGpsDirectory(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") === 0 ? 6 : 0);
  const isLittleEndian = tiff.toString("latin1", 0, 2) === "II";
  const read16 = (offset: number) => (isLittleEndian ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const directory = isLittleEndian ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  const entries = read16(directory);
  return Array.from({ length: entries }, (_, index) => read16(directory + 2 + index * 12)).includes(0x8825);
}

/** A PNG signature and header padded to `size` bytes: right content, any length. */
function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  PNG_1X1.copy(bytes, 0, 0, Math.min(PNG_1X1.length, size));
  return bytes;
}

describe("PUT account/photo/", () => {
  it("stores a PNG, points the profile at it and serves the WebP made from it", async () => {
    const session = await signedIn("photo");
    const response = await upload(session.access, PNG_1X1);
    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user.profileImage).toMatch(new RegExp(`^/api/account/photo/${user.userId}\\?v=[\\w-]+$`));

    const me = await app.inject({ url: "/api/auth/user/", headers: { authorization: `Bearer ${session.access}` } });
    expect(me.json().profileImage).toBe(user.profileImage);

    const served = await app.inject({ url: user.profileImage });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1, height: 1 });
  });

  it("judges the type by content, whatever the label, and serves every photo as the WebP it made", async () => {
    const session = await signedIn("webp");
    const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#8a2be2" } })
      .jpeg()
      .toBuffer();
    for (const [body, label] of [
      [WEBP_1X1, "image/png"],
      [jpeg, "application/octet-stream"],
    ] as const) {
      const response = await upload(session.access, body, label);
      expect(response.statusCode).toBe(200);
      const served = await app.inject({ url: response.json().profileImage });
      expect(served.headers["content-type"]).toBe("image/webp");
      expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    }
  });

  it("stores a JPEG without its EXIF metadata: no GPS location comes back", async () => {
    const session = await signedIn("gps");
    const withLocation = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Phone 12" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "48/1 51/1 2994/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "2/1 17/1 4000/100",
        },
      })
      .toBuffer();
    const sent = await sharp(withLocation).metadata();
    expect(sent.exif && hasGpsDirectory(sent.exif)).toBe(true);

    const response = await upload(session.access, withLocation, "image/jpeg");
    expect(response.statusCode).toBe(200);
    const served = await app.inject({ url: response.json().profileImage });
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(served.rawPayload.includes("PhoneMaker")).toBe(false);
  });

  it("turns a photo upright by its EXIF orientation before the metadata goes", async () => {
    const session = await signedIn("orientation");
    const sideways = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#999999" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await upload(session.access, sideways, "image/jpeg");
    const served = await app.inject({ url: response.json().profileImage });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 40, height: 60 });
  });

  it("shrinks a large photo to at most the stored size a side, keeping its proportions", async () => {
    const session = await signedIn("shrink");
    const wide = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const response = await upload(session.access, wide);
    const served = await app.inject({ url: response.json().profileImage });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      width: PHOTO_STORED_SIDE,
      height: PHOTO_STORED_SIDE / 2,
    });
  });

  it("refuses absurd dimensions from the header alone, before decoding a pixel", async () => {
    const session = await signedIn("bomb");
    const tooWide = await sharp({
      create: { width: PHOTO_MAX_SIDE + 1, height: 8, channels: 3, background: "#000000" },
    })
      .png()
      .toBuffer();
    for (const body of [pngHeaderClaiming(100_000, 100_000), pngHeaderClaiming(7000, 7000), tooWide]) {
      const response = await upload(session.access, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: accountMessages.photoDimensionsTooLarge });
    }
  });

  it("refuses right magic bytes followed by no image, or by a cut-off one", async () => {
    const session = await signedIn("garbage");
    const jpeg = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#ff0000" } })
      .jpeg()
      .toBuffer();
    const garbage = Buffer.concat([PNG_1X1.subarray(0, 33), Buffer.from("this is not the rest of a PNG image at all")]);
    for (const body of [garbage, JPEG_START, jpeg.subarray(0, jpeg.length / 2)]) {
      const response = await upload(session.access, body, "image/jpeg");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: accountMessages.photoUnreadable });
    }
  });

  it("refuses wrong content under a right name and type, and changes nothing", async () => {
    const session = await signedIn("fake");
    await upload(session.access, PNG_1X1);
    const before = (
      await app.inject({ url: "/api/auth/user/", headers: { authorization: `Bearer ${session.access}` } })
    ).json().profileImage;

    for (const body of [Buffer.from("<script>alert(1)</script>"), Buffer.from("GIF89a..."), Buffer.alloc(0)]) {
      const response = await upload(session.access, body, "image/png");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: accountMessages.photoWrongType });
    }
    const json = await app.inject({
      method: "PUT",
      url: PHOTO,
      payload: { image: "x.png" },
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(json.statusCode).toBe(400);

    const after = await app.inject({ url: "/api/auth/user/", headers: { authorization: `Bearer ${session.access}` } });
    expect(after.json().profileImage).toBe(before);
  });

  it("accepts exactly 2 MB and answers 413 with a clear message above it", async () => {
    const session = await signedIn("large");
    expect((await upload(session.access, pngOfSize(PHOTO_MAX_BYTES))).statusCode).toBe(200);

    const tooLarge = await upload(session.access, pngOfSize(PHOTO_MAX_BYTES + 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ detail: accountMessages.photoTooLarge });
  });

  it("needs a signed-in user, before reading the body", async () => {
    const response = await upload(null, PNG_1X1);
    expect(response.statusCode).toBe(401);
    const tooLargeAnonymous = await upload(null, pngOfSize(PHOTO_MAX_BYTES + 10));
    expect(tooLargeAnonymous.statusCode).toBe(401);
  });
});

describe("GET and DELETE account/photo/", () => {
  it("serves only the current address; after a new upload or a delete the old one is gone", async () => {
    const session = await signedIn("versions");
    const first = (await upload(session.access, PNG_1X1)).json().profileImage as string;
    const second = (await upload(session.access, WEBP_1X1)).json().profileImage as string;
    expect(second).not.toBe(first);
    expect((await app.inject({ url: first })).statusCode).toBe(404);
    expect((await app.inject({ url: second.replace(/\?.*$/, "") })).statusCode).toBe(404);
    expect((await app.inject({ url: "/api/account/photo/not-a-user?v=x" })).statusCode).toBe(404);

    const removed = await app.inject({
      method: "DELETE",
      url: PHOTO,
      headers: { authorization: `Bearer ${session.access}` },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().profileImage).toBeNull();
    expect((await app.inject({ url: second })).statusCode).toBe(404);
  });

  it("does not let one user delete another's photo: DELETE acts on the caller only", async () => {
    const owner = await signedIn("owner");
    const other = await signedIn("other");
    const image = (await upload(owner.access, PNG_1X1)).json().profileImage as string;
    await app.inject({ method: "DELETE", url: PHOTO, headers: { authorization: `Bearer ${other.access}` } });
    expect((await app.inject({ url: image })).statusCode).toBe(200);
  });
});

import { describe, expect, it } from "vitest";
import { toEmbeddableVideoUrl } from "./embeddable-video-url.js";

describe("toEmbeddableVideoUrl", () => {
  it.each([
    ["https://www.youtube.com/watch?v=aBcDeFgHi_1", "https://www.youtube-nocookie.com/embed/aBcDeFgHi_1"],
    [
      "https://youtube.com/watch?v=aBcDeFgHi_1&list=PL1&autoplay=1",
      "https://www.youtube-nocookie.com/embed/aBcDeFgHi_1",
    ],
    [
      "https://m.youtube.com/watch?v=aBcDeFgHi_1&t=1m30s",
      "https://www.youtube-nocookie.com/embed/aBcDeFgHi_1?start=90",
    ],
    ["https://youtu.be/aBcDeFgHi_1?t=42", "https://www.youtube-nocookie.com/embed/aBcDeFgHi_1?start=42"],
    ["https://www.youtube.com/embed/aBcDeFgHi_1?autoplay=1", "https://www.youtube-nocookie.com/embed/aBcDeFgHi_1"],
    ["https://www.youtube-nocookie.com/embed/aBcDeFgHi_1", "https://www.youtube-nocookie.com/embed/aBcDeFgHi_1"],
    ["https://www.youtube.com/shorts/aBcDeFgHi_1", "https://www.youtube-nocookie.com/embed/aBcDeFgHi_1"],
    ["https://vimeo.com/123456789", "https://player.vimeo.com/video/123456789"],
    ["https://vimeo.com/123456789/abc123def0", "https://player.vimeo.com/video/123456789?h=abc123def0"],
    [
      "https://player.vimeo.com/video/123456789?h=abc123&autoplay=1",
      "https://player.vimeo.com/video/123456789?h=abc123",
    ],
  ])("turns %s into the player address %s", (address, embed) => {
    expect(toEmbeddableVideoUrl(address)).toBe(embed);
  });

  it.each([
    ["plain http", "http://www.youtube.com/watch?v=aBcDeFgHi_1"],
    ["another site", "https://example.com/video.mp4"],
    ["a look-alike host", "https://youtube.com.example.net/watch?v=aBcDeFgHi_1"],
    ["a channel page", "https://www.youtube.com/@paralex"],
    ["a playlist", "https://www.youtube.com/playlist?list=PL123"],
    ["a watch page without a video", "https://www.youtube.com/watch"],
    ["a malformed id", "https://youtu.be/short"],
    ["a Vimeo showcase", "https://vimeo.com/showcase/123"],
    ["credentials in the address", "https://user:pass@www.youtube.com/watch?v=aBcDeFgHi_1"],
    ["a script address", "javascript:alert(1)"],
    ["not an address", "my video"],
  ])("refuses %s", (_case, address) => {
    expect(toEmbeddableVideoUrl(address)).toBeUndefined();
  });
});

import type { TPhotoContentType } from "@paralex/shared/account";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
}

function asciiAt(bytes: Uint8Array, offset: number, text: string): boolean {
  return startsWith(
    bytes,
    [...text].map((character) => character.charCodeAt(0)),
    offset,
  );
}

/**
 * The image type the bytes themselves declare (magic numbers), whatever the file was called or labelled: a PNG
 * signature followed by its IHDR chunk, a JPEG start-of-image marker, or a RIFF container of WebP data.
 */
export function sniffPhotoType(bytes: Uint8Array): TPhotoContentType | null {
  if (startsWith(bytes, PNG_SIGNATURE) && asciiAt(bytes, 12, "IHDR")) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (
    asciiAt(bytes, 0, "RIFF") &&
    asciiAt(bytes, 8, "WEBP") &&
    (asciiAt(bytes, 12, "VP8 ") || asciiAt(bytes, 12, "VP8L") || asciiAt(bytes, 12, "VP8X"))
  ) {
    return "image/webp";
  }
  return null;
}

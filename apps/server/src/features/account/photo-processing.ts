import {
  accountMessages,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_SIDE,
  PHOTO_STORED_SIDE,
  type TPhotoContentType,
} from "@paralex/shared/account";
import type { Metadata } from "sharp";
import { AppError } from "../../lib/app-error.js";

const FORMAT_OF: Record<TPhotoContentType, Metadata["format"]> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/webp": "webp",
};
const STORED_QUALITY = 82;

const unreadable = (cause?: unknown) =>
  new AppError("validation", accountMessages.photoUnreadable, undefined, { cause });

export interface StoredPhoto {
  contentType: "image/webp";
  bytes: Buffer;
}

/**
 * The photo that is kept: the upload's header is decoded first (format and dimensions, no pixel yet) and absurd
 * sizes are refused; then its pixels, turned upright by their EXIF orientation, become a new WebP of at most
 * PHOTO_STORED_SIDE a side. Nothing else of the upload survives: no EXIF (location, camera), XMP or ICC profile,
 * no trailing bytes. libvips refuses a damaged or cut-off image, and never decodes more than PHOTO_MAX_PIXELS.
 */
export async function reencodePhoto(bytes: Buffer, sniffedType: TPhotoContentType): Promise<StoredPhoto> {
  // Loaded with the first photo, not at start: a server that never receives one never loads libvips.
  const { default: sharp } = await import("sharp");
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  if (header.format !== FORMAT_OF[sniffedType]) throw unreadable();
  const { width, height } = header;
  if (width > PHOTO_MAX_SIDE || height > PHOTO_MAX_SIDE || width * height > PHOTO_MAX_PIXELS) {
    throw new AppError("validation", accountMessages.photoDimensionsTooLarge);
  }
  try {
    const stored = await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: PHOTO_STORED_SIDE, height: PHOTO_STORED_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: STORED_QUALITY })
      .toBuffer();
    return { contentType: "image/webp", bytes: stored };
  } catch (error) {
    throw unreadable(error);
  }
}

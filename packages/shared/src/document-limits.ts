/**
 * What a document from outside (an upload, and later a mail attachment) may cost us to read. The limits sit well
 * above any real brief: a 300-page Word draft unpacks to a few megabytes and reads in a second or two.
 */
export const DOCUMENT_MAX_EXPANDED_MB = 40;
export const DOCUMENT_MAX_ZIP_ENTRIES = 2000;
/** The default of DOCUMENT_READ_SECONDS. */
export const DOCUMENT_READ_SECONDS = 20;
/** A 375-page Word draft takes about 190 MB to read; this leaves room and bounds what one worker may take. */
export const DOCUMENT_READ_MEMORY_MB = 256;

export const documentMessages = {
  expandedTooLarge: `This Word document unpacks to more than ${DOCUMENT_MAX_EXPANDED_MB} MB, far more than a draft's text needs. Save it again from Word without embedded media, or upload it as a PDF.`,
  tooSlow: (seconds: number) =>
    `The file took longer than ${seconds} seconds to read, so we stopped. Save it again from your word processor as a .docx or a PDF, or paste its text.`,
  tooComplex:
    "The file is built in an unusually complex way and needs more memory to read than we allow. Save it again from your word processor as a .docx or a PDF, or paste its text.",
  busy: "Many documents are being read right now. Try again in a minute.",
  notText:
    "This text contains binary data (NUL bytes), so it is not a draft we can read. Copy the text again from your word processor, or upload the file itself.",
} as const;

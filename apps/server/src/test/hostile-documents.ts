import { crc32, deflateRawSync, deflateSync } from "node:zlib";

/** A zip of stored-deflated entries, written by hand so a test can make it lie or break it. */
export function zipOf(entries: Record<string, Buffer | string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const packed = deflateRawSync(data, { level: 9 });
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

/** A Word document whose body is `paragraphs` repeated; the rest is the least Word needs. */
export function docxOf(paragraphs: string, repeat = 1): Buffer {
  const body = Buffer.concat([
    Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>`),
    Buffer.from(paragraphs.repeat(repeat)),
    Buffer.from("</w:body></w:document>"),
  ]);
  return zipOf({
    "[Content_Types].xml":
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    "_rels/.rels":
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    "word/document.xml": body,
  });
}

export const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A compressed Word document whose XML unpacks to about `megabytes` MB of one-letter runs. */
export function docxBomb(megabytes: number): Buffer {
  const run = "<w:r><w:t>a</w:t></w:r>";
  const perParagraph = 100;
  const unit = `<w:p>${run.repeat(perParagraph)}</w:p>`;
  return docxOf(unit, Math.ceil((megabytes * 1024 * 1024) / unit.length));
}

/** A PDF from its objects' bodies (object 1 is the catalog), with a correct cross-reference table. */
export function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body, "latin1"),
      Buffer.from("\nendobj\n"),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    "xref",
    `0 ${objects.length + 1}`,
    "0000000000 65535 f ",
    ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
    "trailer",
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    "startxref",
    String(length),
    "%%EOF",
  ].join("\n");
  return Buffer.concat([...parts, Buffer.from(`${xref}\n`)]);
}

export const pdfStream = (content: Buffer | string, extra = "") => {
  const packed = deflateSync(Buffer.isBuffer(content) ? content : Buffer.from(content, "latin1"));
  return Buffer.concat([
    Buffer.from(`<< /Length ${packed.length} /Filter /FlateDecode ${extra} >>\nstream\n`),
    packed,
    Buffer.from("\nendstream"),
  ]);
};

const FONT = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>";

/** `pages` pages that all draw one content stream of `operations` text-showing operators. */
export function sharedStreamPdf(pages: number, operations: number): Buffer {
  const firstPage = 4;
  const kids = Array.from({ length: pages }, (_, index) => `${firstPage + index} 0 R`).join(" ");
  const content = `BT /F1 1 Tf ${"0 0 Td ( ) Tj ".repeat(operations)}ET`;
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    pdfStream(content),
    ...Array.from(
      { length: pages },
      () =>
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 3 0 R /Resources << /Font << /F1 ${firstPage + pages} 0 R >> >> >>`,
    ),
    FONT,
  ]);
}

/** One page drawing a form that draws the next form twice, `depth` deep: 2^depth drawings of the last. */
export function nestedFormsPdf(depth: number): Buffer {
  const firstForm = 5;
  const forms = Array.from({ length: depth }, (_, level) => {
    const isLast = level === depth - 1;
    const draw = isLast ? "BT /F1 1 Tf (deep) Tj ET" : "/X Do /X Do";
    const resources = isLast
      ? `/Resources << /Font << /F1 4 0 R >> >>`
      : `/Resources << /XObject << /X ${firstForm + level + 1} 0 R >> >>`;
    return pdfStream(draw, `/Type /XObject /Subtype /Form /BBox [0 0 612 792] ${resources}`);
  });
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${firstForm + depth} 0 R /Resources << /XObject << /X ${firstForm} 0 R >> >> >>`,
    FONT,
    ...forms,
    pdfStream("/X Do"),
  ]);
}

/** A page tree whose root lists itself among its kids. */
export function selfReferringPdf(): Buffer {
  return pdfOf([
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>`,
    pdfStream("BT /F1 12 Tf 40 700 Td (See Roe v. Wade, 410 U.S. 113 (1973).) Tj ET"),
    FONT,
  ]);
}

const FILLER = "The court weighed the record at length and found no error in the ruling below. ";

/**
 * One paragraph of `chars` characters with no blank line, citations of every kind spread through it: at most
 * `citations`-many, so it stays within what a check takes and is judged in full.
 */
export function longParagraph(chars: number, citations: string): string {
  const parts: string[] = [];
  const chunk = 2_000;
  const fillerPerChunk = Math.max(0, Math.floor((chars - citations.length) / Math.ceil(citations.length / chunk)));
  for (let at = 0; at < citations.length; at += chunk) {
    parts.push(citations.slice(at, at + chunk), FILLER.repeat(Math.ceil(fillerPerChunk / FILLER.length)));
  }
  return parts.join("").slice(0, chars);
}

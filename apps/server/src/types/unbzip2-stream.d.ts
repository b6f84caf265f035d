declare module "unbzip2-stream" {
  /** A through stream: bzip2 bytes written in, the decompressed bytes read out. */
  export default function unbzip2(): NodeJS.ReadWriteStream;
}

declare module "*.md" {
  const document: import("../scripts/markdown-document").TMarkdownDocument;
  export default document;
}

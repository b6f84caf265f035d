import { useDocumentTitle } from "../../lib/use-document-title";

export function BlogPage() {
  useDocumentTitle("Blog");
  return <h1 className="container-page py-20 font-serif text-4xl">Blog</h1>;
}

import { useDocumentTitle } from "../../lib/use-document-title";

export function BlogPostPage() {
  useDocumentTitle("Blog post");
  return <h1 className="container-page py-20 font-serif text-4xl">Blog post</h1>;
}

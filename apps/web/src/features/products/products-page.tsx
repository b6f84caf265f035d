import { useDocumentTitle } from "../../lib/use-document-title";

export function ProductsPage() {
  useDocumentTitle("Products");
  return <h1 className="container-page py-20 font-serif text-4xl">Products</h1>;
}

import { useDocumentTitle } from "../../lib/use-document-title";

export function HomePage() {
  useDocumentTitle("Home");
  return <h1 className="container-page py-20 font-serif text-4xl">Home</h1>;
}

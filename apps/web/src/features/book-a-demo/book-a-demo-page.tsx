import { useDocumentTitle } from "../../lib/use-document-title";

export function BookADemoPage() {
  useDocumentTitle("Book A Demo");
  return <h1 className="container-page py-20 font-serif text-4xl">Book A Demo</h1>;
}

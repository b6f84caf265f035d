import { useDocumentTitle } from "../../lib/use-document-title";

export function ContactPage() {
  useDocumentTitle("Pricing Plans");
  return <h1 className="container-page py-20 font-serif text-4xl">Pricing Plans</h1>;
}

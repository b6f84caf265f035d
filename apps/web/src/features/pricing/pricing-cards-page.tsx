import { useDocumentTitle } from "../../lib/use-document-title";

export function PricingCardsPage() {
  useDocumentTitle("Pricing");
  return <h1 className="container-page py-20 font-serif text-4xl">Pricing</h1>;
}

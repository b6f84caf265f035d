import { useDocumentTitle } from "../../lib/use-document-title";

export function PrivateAttorneyPage() {
  useDocumentTitle("Private Attorneys");
  return <h1 className="container-page py-20 font-serif text-4xl">Private Attorneys</h1>;
}
export function SmallFirmPage() {
  useDocumentTitle("Small Firms");
  return <h1 className="container-page py-20 font-serif text-4xl">Small Firms</h1>;
}
export function BigFirmPage() {
  useDocumentTitle("Big Firms");
  return <h1 className="container-page py-20 font-serif text-4xl">Big Firms</h1>;
}

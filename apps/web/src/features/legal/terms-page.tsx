import terms from "../../../../../content/legal/terms.md";
import { LegalDocumentPage } from "./legal-document-page";

export function TermsPage() {
  return <LegalDocumentPage document={terms} />;
}

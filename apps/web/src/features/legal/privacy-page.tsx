import privacy from "../../../../../content/legal/privacy.md";
import { LegalDocumentPage } from "./legal-document-page";

export function PrivacyPage() {
  return <LegalDocumentPage document={privacy} />;
}

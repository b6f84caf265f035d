// What other features may use of the newsletter.
export { NewsletterForm } from "./newsletter-form";

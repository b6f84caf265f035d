/** What other features use of the inbox: the agent address card and the practice-area cards' link to the inbox. */
export { AgentAddressCard, InboxCardLink } from "./agent-address";

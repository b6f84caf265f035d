/** What other features use of the inbox: the agent address card for the dashboard home. */
export { AgentAddressCard } from "./agent-address";

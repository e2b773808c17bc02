// The wholesale domain's public surface: what other folders of src/server use
// (docs/decisions/142-acyclic-domain-graph.md). The rules live in trade-accounts.ts and beside it.
export {
  listWholesaleApplications,
  OWN_APPLICATION_MESSAGE,
  setWholesaleStatus,
} from './trade-accounts';

// The audit domain's public surface: what other folders of src/server use
// (docs/decisions/142-acyclic-domain-graph.md). The rules live in audit-log.ts and beside it.
export {
  type AuditActor,
  actorOf,
  recordAudit,
  SYSTEM_ACTOR,
} from './audit-log';

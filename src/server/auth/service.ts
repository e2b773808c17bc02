// The auth domain's public surface: other domains import it only from here
// (.dependency-cruiser.cjs, docs/architecture.md "Server domains").
export { findAssurance } from './assurance';
export { forwardSignUpProof, voidWhatTheProverDidNotSet } from './first-proof';
export { loadViewer, requireAdminAssurance, requireUser, viewerOf } from './guards';
export { findAccessProfile, grantRole, removeStaffMember, setStaffRole } from './roles';
export { requireStepUp } from './step-up';

// The media domain's public surface: other domains import it only from here
// (.dependency-cruiser.cjs, docs/architecture.md "Server domains").
export { UPLOAD_NAME_PATTERN, uploadsDir } from './uploads';

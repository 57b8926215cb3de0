import { installRoutes } from '../shared/routes/index.ts';
import { ROUTES } from '../shared/routes/table.ts';

/**
 * Scripts build and match paths with the route table's source; the worker installs the copy in
 * its data asset instead (shared/worker-data.ts). Imported for this effect by every script
 * that builds, matches or validates paths.
 */
installRoutes(ROUTES);

import { buildCatalogue } from '../../shared/i18n/catalogue.ts';
import { installCatalogue } from '../../shared/i18n/index.ts';
import { installRoutes } from '../../shared/routes/index.ts';
import { ROUTES } from '../../shared/routes/table.ts';

// Tests that render, look up messages or build paths directly get the catalogue and the route
// table from their sources; the worker reads the built asset (tests/integration/worker-data.test.ts
// checks both agree).
installCatalogue(buildCatalogue());
installRoutes(ROUTES);

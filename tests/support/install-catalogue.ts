import { buildCatalogue } from '../../shared/i18n/catalogue.ts';
import { installCatalogue } from '../../shared/i18n/index.ts';

// Tests that render or look up messages directly get the catalogue from its sources; the
// worker reads the built asset (tests/integration/catalogue.test.ts checks both agree).
installCatalogue(buildCatalogue());

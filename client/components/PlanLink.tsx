import type { Locale } from '../../shared/locales.ts';
import { href } from '../../shared/routes/index.ts';

/**
 * A link to the village plan from the pages that list accommodation (all of it, or one type),
 * so a visitor finds the plan before choosing a unit (docs/product.md "Village plan").
 */
export function PlanLink({ locale, label }: { locale: Locale; label: string }) {
  return (
    <p className="plan-link">
      <a href={href('accommodationMap', locale)}>{label}</a>
    </p>
  );
}

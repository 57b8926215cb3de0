import type { Block } from '../../shared/cms/index.ts';
import { getMessages, numberFormat } from '../../shared/i18n/index.ts';
import type { Locale } from '../../shared/locales.ts';

type Table = Extract<Block, { type: 'priceTable' }>;

/**
 * A price list as a real table: seasons across, accommodation down, each header announced with
 * its cells. Where the seasons do not fit (a phone) the table scrolls sideways inside its own
 * region, named by the caption and focusable so the keyboard scrolls it too; the unit names stay
 * put (a sticky first column), a shaded edge and a short line say that more seasons follow.
 */
export function PriceTable({ table, locale, id }: { table: Table; locale: Locale; id: string }) {
  const m = getMessages(locale);
  const price = numberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
  return (
    <div className="price-list">
      <p className="price-list__hint">{m.prices.swipeHint}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard */}
      <section className="table-scroll" aria-labelledby={id} tabIndex={0}>
        <table className="price-table">
          <caption id={id}>
            {/* One text node with its space: Chromium's accessible name drops a space that stands alone between two nodes. */}
            {`${table.caption} `}
            <span className="price-table__per">({table.per === 'week' ? m.common.perWeek : m.common.perNight})</span>
          </caption>
          <thead>
            <tr>
              <td />
              {table.seasons.map((season) => (
                <th key={season} scope="col">
                  {season}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.prices.map((value, index) => (
                  <td key={table.seasons[index]}>{price.format(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

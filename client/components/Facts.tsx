/** Label/value facts as a description list (accommodation information, offer validity…). */
export function Facts({ entries }: { entries: { label: string; value: string }[] }) {
  return (
    <dl className="facts">
      {entries.map((entry) => (
        <div key={entry.label}>
          <dt>{entry.label}</dt>
          <dd>{entry.value}</dd>
        </div>
      ))}
    </dl>
  );
}

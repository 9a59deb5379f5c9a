/** The tips card above the identity steps' photo buttons: a heading and one line per tip. */
export function PhotoTips({ title, tips }: { title: string; tips: readonly string[] }) {
  return (
    <div className="card">
      <h2 style={{ fontSize: '1rem', margin: '0 0 0.5rem' }}>{title}</h2>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}

/** A how-it-works sequence: each step numbered in a navy disc, with its title and text, three to a row on wide screens. */
export function NumberedSteps({ steps, cardClassName }: { steps: readonly { title: string; text: string }[]; cardClassName: string }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className={`rounded-2xl p-6 shadow-sm ${cardClassName}`}>
          <span className="grid size-10 place-items-center rounded-full bg-navy-900 font-display font-bold text-accent">{index + 1}</span>
          <h3 className="mt-4 text-lg">{step.title}</h3>
          <p className="mt-2 text-navy-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

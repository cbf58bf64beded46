/** An on/off switch for one feature flag of one account; its name says both, as several rows have the same flags. */
export function FlagSwitch({ label, accountName, on, busy, onChange }: { label: string; accountName: string; on: boolean; busy: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={`${label} for ${accountName}`}
      disabled={busy}
      onClick={() => onChange(!on)}
      className="group inline-flex items-center gap-2 text-xs disabled:opacity-50"
    >
      <span aria-hidden="true" className={`relative h-5 w-9 rounded-full transition-colors ${on ? 'bg-emerald-600' : 'bg-neutral-300'}`}>
        <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-[left] ${on ? 'left-4' : 'left-0.5'}`} />
      </span>
      <span aria-hidden="true">{label}</span>
    </button>
  );
}

import { STATUSES, type Status } from './status';

/** A status as the docs pages show it; its meaning in a tooltip. */
export function StatusBadge({ status }: { status: Status }) {
  const { label, meaning, colors } = STATUSES[status];
  return (
    <span
      title={meaning}
      style={{
        display: 'inline-block',
        padding: '0 8px',
        borderRadius: 10,
        fontSize: 12,
        lineHeight: '20px',
        fontWeight: 700,
        color: colors.text,
        background: colors.background,
        textDecoration: status === 'deprecated' ? 'line-through' : undefined,
      }}
    >
      {label}
    </span>
  );
}

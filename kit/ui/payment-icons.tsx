export type PaymentMark = 'ideal' | 'cards' | 'paypal' | 'bank_transfer';

export interface PaymentIconsProps {
  title: string;
  /** Shown name of each method, e.g. { ideal: 'iDEAL', cards: 'Visa / Mastercard', … }. */
  methods: Partial<Record<PaymentMark, string>>;
}

/** Simple marks, drawn here (no logos to download). */
const marks: Record<PaymentMark, React.ReactNode> = {
  ideal: (
    <>
      <rect x="1" y="1" width="30" height="20" rx="3" fill="#fff" stroke="#cc0066" />
      <text x="16" y="15" textAnchor="middle" fontSize="8" fontWeight="700" fill="#cc0066" fontFamily="Arial, sans-serif">iD</text>
    </>
  ),
  cards: (
    <>
      <rect x="1" y="1" width="30" height="20" rx="3" fill="#fff" stroke="#1a1f71" />
      <circle cx="13" cy="11" r="5" fill="#eb001b" fillOpacity=".85" />
      <circle cx="19" cy="11" r="5" fill="#f79e1b" fillOpacity=".85" />
    </>
  ),
  paypal: (
    <>
      <rect x="1" y="1" width="30" height="20" rx="3" fill="#fff" stroke="#003087" />
      <text x="16" y="15" textAnchor="middle" fontSize="8" fontWeight="700" fontStyle="italic" fill="#003087" fontFamily="Arial, sans-serif">P</text>
    </>
  ),
  bank_transfer: (
    <>
      <rect x="1" y="1" width="30" height="20" rx="3" fill="#fff" stroke="#57534e" />
      <path d="M9 9.5 16 6l7 3.5M10 10v5M14 10v5M18 10v5M22 10v5M9 16h14" fill="none" stroke="#57534e" strokeWidth="1.2" />
    </>
  ),
};

/** "Safe checkout": the accepted payment methods as small marks with their names. */
export function PaymentIcons({ title, methods }: PaymentIconsProps) {
  const entries = (Object.keys(marks) as PaymentMark[]).filter((key) => methods[key]);
  if (entries.length === 0) return null;
  return (
    <div data-slot="payment-icons" className="flex flex-col gap-3">
      <p className="flex items-center gap-2 text-xs tracking-[0.14em] text-ink-muted uppercase">
        <LockIcon />
        {title}
      </p>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {entries.map((key) => (
          <li key={key} className="flex items-center gap-2 text-xs text-ink-soft">
            <svg viewBox="0 0 32 22" className="h-5 w-7" aria-hidden="true" focusable="false">
              {marks[key]}
            </svg>
            {methods[key]}
          </li>
        ))}
      </ul>
    </div>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.5} aria-hidden="true" focusable="false">
      <rect x="5" y="10.5" width="14" height="9.5" rx="1.5" />
      <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" />
    </svg>
  );
}

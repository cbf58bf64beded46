import { useState } from 'react';

const sizes = { sm: 'h-7 w-7 text-xs', md: 'h-10 w-10 text-sm', lg: 'h-24 w-24 text-3xl' } as const;

/** A round picture; without one (or when it fails to load) the default: the name's first letter on the brand colour. */
export function Avatar({ src, name, size = 'md' }: { src?: string | null; name: string; size?: keyof typeof sizes }) {
  const [failed, setFailed] = useState(false);
  const base = `${sizes[size]} shrink-0 rounded-full`;
  if (src && !failed) return <img src={src} alt="" className={`${base} object-cover`} onError={() => setFailed(true)} />;
  return (
    <span aria-hidden="true" className={`${base} flex items-center justify-center bg-brand font-bold text-white uppercase`}>
      {name.trim().slice(0, 1) || '?'}
    </span>
  );
}

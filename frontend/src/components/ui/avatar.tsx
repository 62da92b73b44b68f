// A round portrait, or the first letter of the name when there is no picture.
import clsx from 'clsx';

type AvatarProps = {
  imageUrl: string | null | undefined;
  initial: string;
  className?: string;
};

export function Avatar({ imageUrl, initial, className }: AvatarProps) {
  const shape = clsx('size-10 shrink-0 rounded-full ring-2 ring-surface', className);
  if (imageUrl) {
    return <img src={imageUrl} alt="" className={clsx(shape, 'object-cover')} referrerPolicy="no-referrer" />;
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initial"
      className={clsx(shape, 'inline-flex items-center justify-center bg-accent-soft font-semibold text-accent-strong')}
    >
      {initial}
    </span>
  );
}

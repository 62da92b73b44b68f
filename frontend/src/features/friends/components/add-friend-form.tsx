// Asking someone to be friends, by the email they sign in with.
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useSendFriendRequest } from '@/features/friends/api/send-friend-request';

export function AddFriendForm() {
  const [email, setEmail] = useState('');
  const send = useSendFriendRequest();
  const friendEmail = email.trim();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!friendEmail || send.isPending) return;
    send.mutate(friendEmail, { onSuccess: () => setEmail('') });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor="friend-email" className="sr-only">
        Friend's email
      </label>
      <input
        id="friend-email"
        type="email"
        autoComplete="off"
        placeholder="Friend's email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="h-11 min-h-11 w-full min-w-0 shrink-0 rounded-full sm:w-auto sm:flex-1 border border-line bg-canvas/70 px-5 text-sm text-ink placeholder:text-ink-muted/70 focus-visible:border-accent/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      />
      <Button type="submit" disabled={!friendEmail || send.isPending}>
        <UserPlus aria-hidden="true" className="size-4" />
        Add
      </Button>
    </form>
  );
}

// Adding this week's reflection: a button that opens a small writing space.
import { isBlankReflection, LONGEST_REFLECTION } from '@pause/rules/reflections';
import { PenLine } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useSaveReflection } from '@/features/reflections/api/save-reflection';

type ReflectionFormProps = {
  weekStart: string;
  /** The element holding the question, which names the textarea. */
  promptId: string;
};

export function ReflectionForm({ weekStart, promptId }: ReflectionFormProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const save = useSaveReflection();

  if (!open) {
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        <PenLine aria-hidden="true" className="size-4" />
        Add This Week's Reflection
      </Button>
    );
  }

  const cancel = () => {
    setText('');
    setOpen(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBlankReflection(text)) {
      toast({
        title: 'Empty Reflection',
        description: 'Please write something before saving.',
        variant: 'destructive',
      });
      return;
    }
    save.mutate({ content: text, weekStart });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <textarea
        aria-labelledby={promptId}
        aria-describedby="reflection-length"
        // Opened on purpose by the button just pressed, so writing can start at once.
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={LONGEST_REFLECTION}
        readOnly={save.isPending}
        rows={4}
        placeholder="A small moment is enough..."
        className="w-full resize-y rounded-2xl border border-line bg-canvas/70 p-4 text-base leading-relaxed text-ink placeholder:text-ink-muted/70 focus-visible:border-accent/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id="reflection-length" className="text-xs text-ink-muted tabular-nums">
          {text.length}/{LONGEST_REFLECTION} characters
        </p>
        <div className="flex gap-2">
          <Button variant="ghost" disabled={save.isPending} onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Reflection'}
          </Button>
        </div>
      </div>
    </form>
  );
}

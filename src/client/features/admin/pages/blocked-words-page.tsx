import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { blockedWordInputSchema } from '@/contract/moderation';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import {
  useAddBlockedWord,
  useBlockedWords,
  useRemoveBlockedWord,
} from '@/client/data/message-safety';
import { showServerFieldErrors } from '@/client/lib/form-errors';
import { toast, toastError } from '@/client/lib/toast';
import { AdminLayout } from '../components/admin-layout';
import { QueryResult } from '../components/query-result';

function AddWordForm() {
  const add = useAddBlockedWord();
  const form = useForm<{ word: string }>({
    resolver: zodResolver(blockedWordInputSchema),
    defaultValues: { word: '' },
  });
  const onSubmit = form.handleSubmit(({ word }) =>
    add.mutateAsync(word).then(
      (change) => {
        toast({ variant: 'success', title: 'Blocked word added', description: change.word.word });
        form.reset();
      },
      (error: unknown) => {
        showServerFieldErrors(error, form.setError, ['word']);
        toastError('Could not add the word', error, 'The action failed.');
      },
    ),
  );
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="mt-4 flex flex-wrap items-end gap-2"
    >
      <FormField
        label="Word or phrase to block"
        error={form.formState.errors.word?.message}
        className="min-w-0 flex-1 sm:max-w-sm"
      >
        <Input maxLength={60} autoComplete="off" {...form.register('word')} />
      </FormField>
      <Button type="submit" disabled={add.isPending}>
        Add word
      </Button>
    </form>
  );
}

function RemoveButton({ id, word }: { id: number; word: string }) {
  const remove = useRemoveBlockedWord();
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Remove ${word}`}
      disabled={remove.isPending}
      onClick={() =>
        remove.mutateAsync(id).then(
          () => toast({ variant: 'success', title: 'Blocked word removed', description: word }),
          (error: unknown) => toastError('Could not remove the word', error, 'The action failed.'),
        )
      }
    >
      <X aria-hidden="true" className="size-4" />
      Remove
    </Button>
  );
}

/** /admin/blocked-words: messages holding one of these are held for an admin's review. */
export function BlockedWordsPage() {
  const words = useBlockedWords();
  return (
    <AdminLayout title="Blocked words">
      <p className="mt-1 text-sm text-gray-700">
        A message holding one of these as a whole word, in any case, waits for review before it is
        delivered. Every change is kept in the audit log.
      </p>
      <AddWordForm />
      <QueryResult query={words} what="the blocked words">
        {({ words: list }) =>
          list.length === 0 ? (
            <div className="mt-4">
              <EmptyState icon={Ban} title="No blocked words">
                <p>Add a word above to hold the messages that use it.</p>
              </EmptyState>
            </div>
          ) : (
            <ul
              aria-label="Blocked words"
              className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white"
            >
              {list.map((w) => (
                <li key={w.id} className="flex items-center justify-between gap-2 px-4 py-2">
                  <span className="break-all font-medium text-gray-900">{w.word}</span>
                  <RemoveButton id={w.id} word={w.word} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryResult>
    </AdminLayout>
  );
}

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
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { AdminLayout } from '../components/admin-layout';
import { QueryResult } from '../components/query-result';

function AddWordForm() {
  const t = useT();
  const add = useAddBlockedWord();
  const form = useForm<{ word: string }>({
    resolver: zodResolver(blockedWordInputSchema),
    defaultValues: { word: '' },
  });
  const onSubmit = form.handleSubmit(({ word }) =>
    add.mutateAsync(word).then(
      (change) => {
        toast({
          variant: 'success',
          title: t('admin.done.wordAdd'),
          description: change.word.word,
        });
        form.reset();
      },
      (error: unknown) => {
        showServerFieldErrors(error, form.setError, ['word']);
        toastError(t('admin.addWordFailed'), error, t('admin.actionFailed'));
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
        label={t('admin.wordLabel')}
        error={form.formState.errors.word?.message}
        className="min-w-0 flex-1 sm:max-w-sm"
      >
        <Input maxLength={60} autoComplete="off" {...form.register('word')} />
      </FormField>
      <Button type="submit" disabled={add.isPending}>
        {t('admin.action.wordAdd')}
      </Button>
    </form>
  );
}

function RemoveButton({ id, word }: { id: number; word: string }) {
  const t = useT();
  const remove = useRemoveBlockedWord();
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={t('admin.removeWord', { word })}
      disabled={remove.isPending}
      onClick={() =>
        remove.mutateAsync(id).then(
          () => toast({ variant: 'success', title: t('admin.done.wordRemove'), description: word }),
          (error: unknown) =>
            toastError(t('admin.removeWordFailed'), error, t('admin.actionFailed')),
        )
      }
    >
      <X aria-hidden="true" className="size-4" />
      {t('admin.action.wordRemove')}
    </Button>
  );
}

/** /admin/blocked-words: messages holding one of these are held for an admin's review. */
export function BlockedWordsPage() {
  const t = useT();
  const words = useBlockedWords();
  return (
    <AdminLayout title={t('admin.nav.blockedWords')}>
      <p className="mt-1 text-sm text-gray-700">{t('admin.blockedIntro')}</p>
      <AddWordForm />
      <QueryResult query={words} failure={t('admin.loadFailed.blockedWords')}>
        {({ words: list }) =>
          list.length === 0 ? (
            <div className="mt-4">
              <EmptyState icon={Ban} title={t('admin.noBlockedWords')}>
                <p>{t('admin.noBlockedWordsText')}</p>
              </EmptyState>
            </div>
          ) : (
            <ul
              aria-label={t('admin.nav.blockedWords')}
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

import { Form, useNavigation } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ResultNotice } from '~/components/ui/result-notice';
import { SelectField } from '~/components/ui/select-field';
import { TextAreaField } from '~/components/ui/text-area-field';
import { TextField } from '~/components/ui/text-field';
import { useTranslation } from '~/i18n/use-translation';
import type { FormFailure } from '~/utils/form-result';
import { HONEYPOT_FIELD, SUPPORT_LIMITS, SUPPORT_TOPICS, topicLabelKey } from '../support.schema';

type Values = { name: string; email: string; topic: string; message: string };

/**
 * The contact form (decision 0082): a plain POST that works without JavaScript. A signed-in
 * sender finds their name and address filled in; a refused send keeps what was typed. Once sent,
 * the confirmation takes the form's place.
 */
export function ContactForm({
  sent,
  prefill,
  answer,
}: {
  sent: boolean;
  prefill: { name: string; email: string } | null;
  answer: (FormFailure & { values?: Values }) | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const values: Values = answer?.values ?? { name: prefill?.name ?? '', email: prefill?.email ?? '', topic: '', message: '' };
  const error = (field: string) => {
    const key = answer?.fieldErrors[field];
    const max = field === 'name' ? SUPPORT_LIMITS.name.max : SUPPORT_LIMITS.message.max;
    return key ? t(key, { min: SUPPORT_LIMITS.message.min, max }) : undefined;
  };
  return (
    <section
      id="contact-form"
      aria-labelledby="contact-form-heading"
      className="mt-12 rounded-2xl border border-stone-200 bg-white p-6 sm:p-8"
    >
      {sent ? (
        <div role="status">
          <h2 id="contact-form-heading" className="font-serif text-2xl font-semibold text-stone-900">
            {t('support.contact.sentTitle')}
          </h2>
          <p className="mt-3 text-stone-700">{t('support.contact.sentText')}</p>
          <p className="mt-4">
            <a href="/contact#contact-form" className="font-semibold text-brand-800 underline underline-offset-2">
              {t('support.contact.sendAnother')}
            </a>
          </p>
        </div>
      ) : (
        <>
          <h2 id="contact-form-heading" className="font-serif text-2xl font-semibold text-stone-900">
            {t('support.contact.formTitle')}
          </h2>
          <p className="mt-2 text-stone-700">{t('support.contact.formIntro')}</p>
          {answer?.formError && <ResultNotice ok={false} message={t(answer.formError, answer.formErrorVars)} className="mt-4" />}
          <Form method="post" className="mt-6 grid gap-5" aria-labelledby="contact-form-heading">
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={t('support.contact.name')}
                name="name"
                autoComplete="name"
                required
                maxLength={SUPPORT_LIMITS.name.max}
                defaultValue={values.name}
                error={error('name')}
              />
              <TextField
                label={t('support.contact.email')}
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={SUPPORT_LIMITS.email.max}
                defaultValue={values.email}
                error={error('email')}
              />
            </div>
            <SelectField
              label={t('support.contact.topic')}
              name="topic"
              required
              defaultValue={values.topic}
              error={error('topic')}
            >
              <option value="">{t('support.contact.chooseTopic')}</option>
              {SUPPORT_TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(topicLabelKey(topic))}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label={t('support.contact.message')}
              name="message"
              rows={7}
              required
              minLength={SUPPORT_LIMITS.message.min}
              maxLength={SUPPORT_LIMITS.message.max}
              defaultValue={values.message}
              hint={t('support.contact.messageHint')}
              error={error('message')}
            />
            {/* The honeypot: off screen and out of the tab order, so people never fill it in; bots do. */}
            <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
              <label>
                {t('support.contact.honeypot')}
                <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            <p>
              <button type="submit" className={buttonClass('primary', 'lg')} disabled={sending}>
                {t(sending ? 'support.contact.sending' : 'support.contact.send')}
              </button>
            </p>
          </Form>
        </>
      )}
    </section>
  );
}

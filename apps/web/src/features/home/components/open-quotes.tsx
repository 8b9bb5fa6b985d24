import { useTranslation } from 'react-i18next';
import { routePath } from '@/lib/route-paths';
import { useOpenQuotes } from '../api/get-home-worksheets';
import { HomeSection, SectionEmpty, SectionError, SectionLoading } from './home-section';
import { WorksheetRows } from './worksheet-rows';

/** The shop's newest quotes, each a link to its page (R-HOME-3). */
export function OpenQuotes() {
  const { t } = useTranslation();
  const quotes = useOpenQuotes();
  let content: React.ReactNode;
  if (quotes.isPending) content = <SectionLoading />;
  else if (quotes.isError)
    content = <SectionError onRetry={() => void quotes.refetch()} retrying={quotes.isFetching} />;
  else if (quotes.data.content.length === 0)
    content = <SectionEmpty text={t('home:openQuotes.empty')} />;
  else content = <WorksheetRows rows={quotes.data.content} kind="quote" />;
  return (
    <HomeSection
      title={t('home:openQuotes.title')}
      more={{
        to: `${routePath('quoteSearch')}?searchType=QUOTE`,
        label: t('home:openQuotes.all'),
      }}
    >
      {content}
    </HomeSection>
  );
}

import { useParams } from 'react-router';
import { PageContainer } from '@/components/layouts/page-container';
import { TaxDocumentScreen } from '@/features/tax/components/tax-document-screen';

export default function TaxDocumentPage() {
  const { id = '' } = useParams();
  return (
    <PageContainer className="print:p-0">
      <TaxDocumentScreen key={id} id={id} />
    </PageContainer>
  );
}

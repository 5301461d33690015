import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { InvoiceDocument } from './invoice-document.ts';
import { invoiceFont } from './invoice-fonts.ts';

// The renderer's font store is the process's: registered once, when the first invoice loads this module.
Font.register(invoiceFont);
// Words are never hyphenated: a split "Invoice num-ber" would also read back split from the PDF's text.
Font.registerHyphenationCallback((word) => [word]);

const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

const styles = StyleSheet.create({
  page: { padding: 48, fontFamily: invoiceFont.family, fontSize: 10, color: INK, lineHeight: 1.4 },
  heading: { fontSize: 20, fontWeight: 700, marginBottom: 16 },
  facts: { marginBottom: 24 },
  fact: { flexDirection: 'row' },
  factLabel: { width: 130, color: MUTED },
  parties: { flexDirection: 'row', marginBottom: 28 },
  party: { flex: 1, paddingRight: 16 },
  label: { color: MUTED, fontSize: 9, marginBottom: 4 },
  strong: { fontWeight: 700 },
  row: { flexDirection: 'row', paddingVertical: 6, borderBottomWidth: 1, borderBottomColor: RULE },
  head: { color: MUTED, fontSize: 9 },
  item: { flex: 3, paddingRight: 8 },
  period: { flex: 3, paddingRight: 8 },
  amount: { flex: 1.5, textAlign: 'right' },
  note: { color: MUTED, fontSize: 9 },
  totals: { marginTop: 12, marginLeft: 'auto', width: 240 },
  total: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  notes: { marginTop: 28, color: MUTED },
});

function InvoicePdf({ invoice }: { invoice: InvoiceDocument }) {
  const { columns, line } = invoice;
  return (
    <Page size="A4" style={styles.page}>
      <Text style={styles.heading}>{invoice.heading}</Text>
      <View style={styles.facts}>
        {invoice.facts.map(([label, value]) => (
          <View key={label} style={styles.fact}>
            <Text style={styles.factLabel}>{label}</Text>
            <Text>{value}</Text>
          </View>
        ))}
      </View>
      <View style={styles.parties}>
        {[invoice.seller, invoice.buyer].map((party) => (
          <View key={party.label} style={styles.party}>
            <Text style={styles.label}>{party.label}</Text>
            {party.lines.map((text, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a block's lines are fixed; two may read the same.
              <Text key={index} style={index === 0 ? styles.strong : {}}>
                {text}
              </Text>
            ))}
          </View>
        ))}
      </View>
      <View style={[styles.row, styles.head]}>
        <Text style={styles.item}>{columns.item}</Text>
        <Text style={styles.period}>{columns.period}</Text>
        <Text style={styles.amount}>{columns.price}</Text>
        <Text style={styles.amount}>{columns.discount}</Text>
        <Text style={styles.amount}>{columns.total}</Text>
      </View>
      <View style={styles.row}>
        <View style={styles.item}>
          <Text>{line.item}</Text>
          {line.note ? <Text style={styles.note}>{line.note}</Text> : null}
        </View>
        <Text style={styles.period}>{line.period}</Text>
        <Text style={styles.amount}>{line.price}</Text>
        <Text style={styles.amount}>{line.discount}</Text>
        <Text style={styles.amount}>{line.total}</Text>
      </View>
      <View style={styles.totals}>
        {invoice.totals.map(([label, value]) => (
          <View key={label} style={styles.total}>
            <Text>{label}</Text>
            <Text style={styles.strong}>{value}</Text>
          </View>
        ))}
      </View>
      <View style={styles.notes}>
        {invoice.notes.map((note) => (
          <Text key={note}>{note}</Text>
        ))}
      </View>
    </Page>
  );
}

/** The invoice as a PDF: A4, its text selectable, the fonts embedded, its number as the document's title. */
export function renderInvoice(invoice: InvoiceDocument, { author, issuedAt }: { author: string; issuedAt: Date }) {
  return renderToBuffer(
    <Document
      title={invoice.number}
      author={author}
      creator={author}
      producer={author}
      language={invoice.locale}
      creationDate={issuedAt}
      modificationDate={issuedAt}
    >
      <InvoicePdf invoice={invoice} />
    </Document>,
  );
}

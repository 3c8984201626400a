// The agreement figures as JSON: the same numbers the summary panel's Agreement tab shows, unrounded.
import type { AgreementReport } from '../annotation/agreementReport';
import type { HumanGarRow } from '../annotation/humanGar';

export function agreementJson(report: AgreementReport, gar: readonly HumanGarRow[], warnings: readonly string[]) {
  return {
    annotators: report.annotators,
    pairs: report.pairs.map(({ a, b, agreement: g }) => ({
      a,
      b,
      n: g.n,
      raw_agreement: g.rawAgreement,
      kappa: g.kappa,
      kappa_per_class: g.kappaPerClass,
      confusion: { labels: [...g.labels], rows: a, columns: b, matrix: g.confusion },
    })),
    alpha: report.alpha ? { value: report.alpha.alpha, units: report.alpha.units, values: report.alpha.values } : null,
    gar: gar.map((r) => ({
      model: r.model,
      // The BFCL category or tau2 domain: the group the row is about, under the name BFCL users know.
      category: r.group,
      author: r.author,
      gold_action: r.goldClass.toUpperCase(),
      n: r.n,
      classifier_gar: r.classifierGar,
      human_gar: r.humanGar,
      decided: r.decided,
      cases_changed: r.casesChanged,
    })),
    warnings: [...warnings],
  };
}

export type AgreementFigures = ReturnType<typeof agreementJson>;

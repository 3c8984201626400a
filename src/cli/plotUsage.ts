// The usage of `calibration-lens plot`, apart from its code: --help prints it without loading the
// chart's bundle (dist/cli-plot.js: Plot, d3, a DOM and the PNG renderer).
export const PLOT_USAGE = `Usage: calibration-lens plot --results PATH... --out FILE.svg|FILE.png [--title TEXT] [--families FILE] [--columns N] [--scale K]

The calibration profile as a figure: for each BFCL category (or tau2 domain and gold class) one dot
per run at (Acc, GAR), GAR's 95% interval as a whisker, and the line Acc = GAR (a dot below it is a
bound violation), coloured by family. The numbers are those of \`gar --json\`; runs whose Acc is
unknown (no score file) are not drawn and are named under the figure. Drawn in a print palette on white.
  --results PATH  folders or files with BFCL or tau2 runs, as the summary panel opens them (repeatable)
  --out FILE      where to write: .svg, or .png (rendered from the same SVG, with a bundled font)
  --title TEXT    the figure's title (default: the paths given)
  --families FILE a JSON file {"families": {"model name or pattern*": "family"}}, as \`panel\` reads
                  it (default: the model name up to its size or date suffix, Qwen3-8B -> Qwen3)
  --columns N     panels per row (default 2)
  --scale K       PNG pixels per SVG unit (default 2)

Exit status: 0 when the figure was written from runs read whole; 1 when it was written but some lines
or the families file could not be read (said on stderr); 2 for a usage error or when nothing could be
drawn (then no file is written).`;

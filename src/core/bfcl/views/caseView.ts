// A BFCL case as the case view shows it (core/document/formatViews.ts, caseView): its line parsed again for
// the conversation, with the user messages from the test data when the line keeps none, laid out by
// caseDocument.ts. Its gold path is the editor's gold column, added beside it as a section.
import type { CaseViewAnswer, CaseViewRequest, OpenDocumentText } from '../../document/formatViews';
import { hostFiles } from '../../files/hostFiles';
import { renderCaseDocument } from '../caseDocument';
import type { Category } from '../categories';
import { conversationFromResultLine, parseResultLine, userMessagesFromTestEntry, withTestDataMessages, type Conversation } from '../conversation';
import { categoryFromCaseId, categoryFromFileName } from '../fileNames';
import { readTestCase } from '../goldPath/testData';

export async function bfclCaseView(request: CaseViewRequest): Promise<CaseViewAnswer> {
  const { file, model, kase } = request;
  const data = await request.dataFolder();
  const conversation = await conversationOf(file, kase.line, categoryFromFileName(file) ?? categoryFromCaseId(kase.id), data, request.open);
  const doc = renderCaseDocument({
    file,
    scoreFile: model.score?.path ?? null,
    kase,
    goldClass: kase.gold[0] ?? null,
    summary: model.caseSummaryById.get(kase.id) ?? null,
    conversation,
  });
  return { ok: true, doc, gold: null };
}

/** The conversation of the case's line: from the open document, else streamed from disk; user messages from `dataFolder` when the line has none. */
async function conversationOf(file: string, line: number, category: Category | null, dataFolder: string | null, open: OpenDocumentText | null): Promise<Conversation | null> {
  const text = open && line <= open.lineCount ? open.lines(line, line) : await hostFiles.lineOf(file, line);
  const parsed = text === null ? null : parseResultLine(text);
  if (!parsed) return null;
  const conversation = conversationFromResultLine(parsed);
  if (conversation.userMessageSource !== null || !category || !conversation.id || !dataFolder) return conversation;
  const entry = (await readTestCase(hostFiles, dataFolder, category, conversation.id))?.entry;
  return entry ? withTestDataMessages(conversation, userMessagesFromTestEntry(entry)) : conversation;
}

import ts from 'typescript';

/** A member's type said through the schema: `typeof table…`, or an indexed access (`Quote['id']`). */
const FROM_SCHEMA = /\btypeof\s|\[\s*'\w+'\s*\]/;

const isRepository = (file) => /(?:^|-)repository\.ts$/.test(file);

/**
 * The row types handed to raw statements (`execute<T>(…)`) in these modules' repositories (a map
 * of module to a map of file name to source) that type a column of a table Drizzle knows by hand
 * (docs/decisions: issue 32, item 2): a member named as a column in the database (`columnNames`)
 * whose type does not come from the schema (`RawColumns<typeof t, …>`, `Company['name']`…). The
 * file's own interfaces and type aliases named in `T` are read too. A computed column that shares
 * a column's name says so in a doc comment (`/** first and last name joined *\/ name: string`).
 */
export function handTypedRowProblems(modules, columnNames) {
  const problems = [];
  for (const [module, files] of modules) {
    for (const [file, source] of files) {
      if (!isRepository(file) || !source.includes('execute<')) continue;
      const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
      const declared = new Map();
      for (const statement of sourceFile.statements) {
        if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement))
          declared.set(statement.name.text, statement);
      }
      const seen = new Set();
      const report = (member) => {
        const line = sourceFile.getLineAndCharacterOfPosition(member.getStart()).line + 1;
        const text = `${module}/${file}:${line} ${member.name.getText()}: typed by hand; type it from the schema (RawColumns)`;
        if (!problems.includes(text)) problems.push(text);
      };
      const checkMembers = (members) => {
        for (const member of members) {
          if (!ts.isPropertySignature(member) || !member.type) continue;
          const name = member.name.getText().replace(/^['"]|['"]$/g, '');
          const explained = source.slice(member.pos, member.getStart()).includes('/**');
          if (columnNames.has(name) && !explained && !FROM_SCHEMA.test(member.type.getText()))
            report(member);
        }
      };
      const checkDeclared = (name) => {
        const local = declared.get(name);
        if (!local || seen.has(local)) return;
        seen.add(local);
        if (ts.isTypeAliasDeclaration(local)) return check(local.type);
        checkMembers(local.members);
        for (const clause of local.heritageClauses ?? [])
          for (const type of clause.types) checkDeclared(type.expression.getText());
      };
      const check = (node) => {
        if (ts.isTypeLiteralNode(node)) return checkMembers(node.members);
        if (ts.isTypeReferenceNode(node)) checkDeclared(node.typeName.getText());
        ts.forEachChild(node, check);
      };
      const visit = (node) => {
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          node.expression.name.text === 'execute'
        )
          for (const argument of node.typeArguments ?? []) check(argument);
        ts.forEachChild(node, visit);
      };
      visit(sourceFile);
    }
  }
  return problems;
}

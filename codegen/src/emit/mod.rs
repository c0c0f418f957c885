//! From a ruleset to files: one module per generated file kind.

mod doc;
mod format;
mod handlers;
mod macros_index;
mod rules;
mod signature;
mod stubs;
mod subtypes;
mod tables;

use rules_data::Ruleset;

use crate::families::Family;
use crate::{Error, OutputFile, Ownership};

/// The folder of the engine's generated module.
const ENGINE_GENERATED: &str = "engine/src/generated";

/// Every generated file and every stub, in a fixed order. The rule index, about half the
/// work, is formatted on a second thread.
pub fn all(ruleset: &Ruleset) -> Result<Vec<OutputFile>, Error> {
    let release = doc::release_name(ruleset);
    let (index, files) = std::thread::scope(|scope| {
        let index = scope.spawn(|| OutputFile {
            path: format!("{ENGINE_GENERATED}/rules.rs").into(),
            contents: format::generated_syntax(&rules::file(ruleset, &release)),
            ownership: Ownership::Generated,
        });
        let rest = everything_but_the_index(ruleset, &release);
        (index.join(), rest)
    });
    let index = index.unwrap_or_else(|panic| std::panic::resume_unwind(panic));
    let mut files = files?;
    files.insert(1, index);
    Ok(files)
}

fn everything_but_the_index(ruleset: &Ruleset, release: &str) -> Result<Vec<OutputFile>, Error> {
    let release = release.to_owned();
    let families: Vec<(Family, Vec<crate::Handler>)> = Family::ALL.iter().map(|&f| (f, f.handlers(ruleset))).collect();
    let subtypes = crate::subtypes::read(ruleset)?;
    let mut files = vec![
        generated(format!("{ENGINE_GENERATED}/mod.rs"), handlers::generated_mod(&release))?,
        generated(
            format!("{ENGINE_GENERATED}/subtypes.rs"),
            subtypes::file(&subtypes, &release),
        )?,
        generated(format!("{ENGINE_GENERATED}/handlers.rs"), handlers::families(&release))?,
        generated(
            "engine/macros/src/generated/index.rs".to_owned(),
            macros_index::file(ruleset, &release),
        )?,
    ];
    for (family, handlers) in &families {
        let path = format!("{ENGINE_GENERATED}/{}.rs", family.module());
        files.push(generated(path, tables::file(*family, handlers, &release))?);
        let path = format!("{ENGINE_GENERATED}/handlers/{}.rs", family.module());
        files.push(generated(path, handlers::family(*family, handlers, &release))?);
    }
    for handler in families.iter().flat_map(|(_, h)| h) {
        files.push(OutputFile {
            path: handler.path().into(),
            contents: format::file(&handler.path(), stubs::file(handler))?,
            ownership: Ownership::Stub,
        });
    }
    Ok(files)
}

fn generated(path: String, tokens: proc_macro2::TokenStream) -> Result<OutputFile, Error> {
    let contents = format::generated_file(&path, tokens)?;
    Ok(OutputFile {
        path: path.into(),
        contents,
        ownership: Ownership::Generated,
    })
}

//! Token trees to source text: parsed by syn, printed by prettyplease.

use proc_macro2::TokenStream;

use crate::{Error, GENERATED_HEADER};

/// A generated file: the header line, then the formatted tokens.
pub fn generated_file(path: &str, tokens: TokenStream) -> Result<String, Error> {
    Ok(format!("{GENERATED_HEADER}\n{}", file(path, tokens)?))
}

/// A generated file from a syntax tree: the header line, then the formatted tree.
pub fn generated_syntax(file: &syn::File) -> String {
    format!("{GENERATED_HEADER}\n{}", prettyplease::unparse(file))
}

/// The formatted tokens. Fails only if the generator produced tokens that are not a file.
pub fn file(path: &str, tokens: TokenStream) -> Result<String, Error> {
    let parsed: syn::File = syn::parse2(tokens).map_err(|e| Error::Unparsable {
        path: path.into(),
        message: e.to_string(),
    })?;
    Ok(prettyplease::unparse(&parsed))
}
